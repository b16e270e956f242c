#!/usr/bin/env python3
"""The benchmark's peer: Wobble's default blob scene drawn by cairo (pixman's image backend).

Same scene as `wobble-bench`: a WxH ARGB32 surface filled with grey 0.5, the seed path
(PaintCode points from seed 001), frame t = i/60 for i < N with k = 0.3 t, the seed-001
transform chain (rotation acos(cos k) on the blob; skew c = cos(k + pi/2)*0.1, then scale
5 + |sin k|*0.1, 5 + |cos k|*0.1, about the view's centre), filled orange (1, 0.5, 0),
anti-aliased. Prints `cairo blob WxH: median X ms/frame` (median over N frames).

Usage: cairo_blob_peer.py [W] [H] [N] [out.png]
"""
import math
import statistics
import sys
import time

import cairocffi as cairo

SEED_START = (13.71, -29.07)
# (control1, control2, end) of each addCurve in the seed.
SEED_CURVES = [
    ((20.64, -25.95), (24.57, -20.72), (27.92, -14)),
    ((30.08, -9.68), (33, -4.64), (33, 0.5)),
    ((33, 10.93), (27.47, 17.84), (20.82, 26)),
    ((16.02, 31.88), (7.63, 33), (0, 33)),
    ((-6.21, 33), (-11.89, 31.29), (-16.72, 28.33)),
    ((-19.59, 26.57), (-22.22, 24.28), (-23.86, 22)),
    ((-25.19, 20.16), (-26.74, 19.46), (-28, 17)),
    ((-30.24, 12.61), (-33, 5.74), (-33, 0.5)),
    ((-33, -9.63), (-31.23, -17.04), (-23.86, -23)),
    ((-18.17, -27.6), (-12.51, -33), (-4.57, -33)),
    ((0.32, -33), (9.53, -30.95), (13.71, -29.07)),
]


def blob_matrix(k, width, height):
    """Blob space -> device: rotate, skew (x += c*y), scale, move to the centre.

    Written as one cairo matrix (xx, yx, xy, yy, x0, y0) composed by hand in row-vector order.
    """
    angle = math.acos(math.cos(k))
    ca, sa = math.cos(angle), math.sin(angle)
    c = math.cos(k + math.pi / 2) * 0.1
    sx = 5.0 + abs(math.sin(k) * 0.1)
    sy = 5.0 + abs(math.cos(k) * 0.1)
    # p' = ((R p) skewed) scaled: x' = sx*(rx + c*ry), y' = sy*ry with rx = ca*x - sa*y, ry = sa*x + ca*y
    xx = sx * (ca + c * sa)
    xy = sx * (-sa + c * ca)
    yx = sy * sa
    yy = sy * ca
    return cairo.Matrix(xx, yx, xy, yy, width / 2, height / 2)


def draw(ctx, t, width, height):
    ctx.identity_matrix()
    ctx.set_source_rgb(0.5, 0.5, 0.5)
    ctx.paint()
    ctx.set_matrix(blob_matrix(t * 0.3, width, height))
    ctx.move_to(*SEED_START)
    for c1, c2, end in SEED_CURVES:
        ctx.curve_to(*c1, *c2, *end)
    ctx.close_path()
    ctx.identity_matrix()
    ctx.set_source_rgb(1.0, 0.5, 0.0)
    ctx.fill()


def main():
    width = int(sys.argv[1]) if len(sys.argv) > 1 else 480
    height = int(sys.argv[2]) if len(sys.argv) > 2 else 480
    frames = int(sys.argv[3]) if len(sys.argv) > 3 else 240
    out = sys.argv[4] if len(sys.argv) > 4 else None
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    ctx = cairo.Context(surface)
    ctx.set_antialias(cairo.ANTIALIAS_DEFAULT)
    times = []
    for i in range(frames):
        start = time.perf_counter()
        draw(ctx, i / 60.0, width, height)
        surface.flush()
        times.append(time.perf_counter() - start)
    if out:
        surface.write_to_png(out)
    print(f"cairo blob {width}x{height}: median {statistics.median(times) * 1e3:.3f} ms/frame")


if __name__ == "__main__":
    main()
