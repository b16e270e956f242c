/* The benchmark's peer, in C: cairo (pixman's image backend) drawing the display lists that
 * wobble-bench writes, so that both sides draw the same fills and strokes and only the
 * drawing is timed (the Python peer's timer also held ~20 cffi calls a frame).
 *
 * Input (text, read whole before any timing), one token stream:
 *   wobble-peer 1 W H FRAMES
 *   per frame:  frame R G B            the opaque ground, channels 0…1
 *               fill RULE R G B A M P  RULE 0 non-zero, 1 even-odd; colour unpremultiplied with
 *                                      the item's opacity in A; M the matrix; P the path
 *               stroke WIDTH CAP JOIN MITER DASHES D… PHASE R G B A M P
 *                                      CAP 0 butt 1 round 2 square; JOIN 0 miter 1 round 2 bevel;
 *                                      the width in path units, as Core Graphics strokes
 *   M: xx yx xy yy x0 y0 (cairo_matrix_t's order: path units → device pixels)
 *   P: COUNT then COUNT elements: m x y | l x y | c x1 y1 x2 y2 x y | z
 *
 * Output: one line per round, "round MEDIAN MIN MAX" in milliseconds per frame, the frames
 * drawn in order on one ARGB32 surface; ground painted, items drawn, surface flushed.
 * Usage: cairo-peer FILE ROUNDS [out.png]
 */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  int stroke, rule, cap, join, dashCount;
  double width, miter, phase, rgba[4], dashes[8];
  cairo_matrix_t matrix;
  int elementCount;
  char *kinds;
  double *coordinates;
} Item;

typedef struct {
  double ground[3];
  int itemCount;
  Item *items;
} Frame;

static void fail(const char *what) {
  fprintf(stderr, "cairo-peer: %s\n", what);
  exit(2);
}

static double number(FILE *f) {
  double v;
  if (fscanf(f, "%lf", &v) != 1) fail("a number was expected");
  return v;
}

static void word(FILE *f, char *out, size_t size) {
  char format[16];
  snprintf(format, sizeof format, "%%%zus", size - 1);
  if (fscanf(f, format, out) != 1) fail("a word was expected");
}

static void readPath(FILE *f, Item *item) {
  item->elementCount = (int)number(f);
  if (item->elementCount < 0 || item->elementCount > 10000000) fail("bad element count");
  item->kinds = malloc((size_t)item->elementCount + 1);
  item->coordinates = malloc(sizeof(double) * 6 * ((size_t)item->elementCount + 1));
  double *c = item->coordinates;
  for (int e = 0; e < item->elementCount; e++) {
    char k[4];
    word(f, k, sizeof k);
    item->kinds[e] = k[0];
    int n = k[0] == 'c' ? 6 : k[0] == 'z' ? 0 : 2;
    for (int i = 0; i < n; i++) *c++ = number(f);
  }
}

static void readItem(FILE *f, Item *item, int stroke) {
  memset(item, 0, sizeof *item);
  item->stroke = stroke;
  if (stroke) {
    item->width = number(f);
    item->cap = (int)number(f);
    item->join = (int)number(f);
    item->miter = number(f);
    item->dashCount = (int)number(f);
    if (item->dashCount < 0 || item->dashCount > 8) fail("at most 8 dashes");
    for (int i = 0; i < item->dashCount; i++) item->dashes[i] = number(f);
    item->phase = number(f);
  } else {
    item->rule = (int)number(f);
  }
  for (int i = 0; i < 4; i++) item->rgba[i] = number(f);
  cairo_matrix_t *m = &item->matrix;
  m->xx = number(f); m->yx = number(f); m->xy = number(f);
  m->yy = number(f); m->x0 = number(f); m->y0 = number(f);
  readPath(f, item);
}

static void draw(cairo_t *cr, const Frame *frame) {
  cairo_identity_matrix(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgb(cr, frame->ground[0], frame->ground[1], frame->ground[2]);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  for (int i = 0; i < frame->itemCount; i++) {
    const Item *item = &frame->items[i];
    cairo_set_matrix(cr, &item->matrix);
    cairo_new_path(cr);
    const double *c = item->coordinates;
    for (int e = 0; e < item->elementCount; e++) {
      switch (item->kinds[e]) {
      case 'm': cairo_move_to(cr, c[0], c[1]); c += 2; break;
      case 'l': cairo_line_to(cr, c[0], c[1]); c += 2; break;
      case 'c': cairo_curve_to(cr, c[0], c[1], c[2], c[3], c[4], c[5]); c += 6; break;
      case 'z': cairo_close_path(cr); break;
      }
    }
    cairo_set_source_rgba(cr, item->rgba[0], item->rgba[1], item->rgba[2], item->rgba[3]);
    if (item->stroke) {
      static const cairo_line_cap_t caps[] = {CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE};
      static const cairo_line_join_t joins[] = {CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL};
      cairo_set_line_width(cr, item->width);
      cairo_set_line_cap(cr, caps[item->cap % 3]);
      cairo_set_line_join(cr, joins[item->join % 3]);
      cairo_set_miter_limit(cr, item->miter);
      cairo_set_dash(cr, item->dashes, item->dashCount, item->phase);
      cairo_stroke(cr);
    } else {
      cairo_set_fill_rule(cr, item->rule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
      cairo_fill(cr);
    }
  }
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc < 3) fail("usage: cairo-peer FILE ROUNDS [out.png]");
  FILE *f = fopen(argv[1], "r");
  if (!f) fail("cannot open the display lists");
  int rounds = atoi(argv[2]);
  char magic[32];
  word(f, magic, sizeof magic);
  if (strcmp(magic, "wobble-peer") != 0 || number(f) != 1) fail("not a wobble-peer 1 file");
  int width = (int)number(f), height = (int)number(f), frameCount = (int)number(f);
  if (width < 1 || height < 1 || width > 16384 || height > 16384 || frameCount < 1) fail("bad size or frame count");
  Frame *frames = calloc((size_t)frameCount, sizeof(Frame));
  for (int i = 0; i < frameCount; i++) {
    char w[16];
    word(f, w, sizeof w);
    if (strcmp(w, "frame") != 0) fail("'frame' was expected");
    for (int c = 0; c < 3; c++) frames[i].ground[c] = number(f);
    int capacity = 8;
    frames[i].items = malloc(sizeof(Item) * (size_t)capacity);
    for (;;) {
      long at = ftell(f);
      if (fscanf(f, "%15s", w) != 1) break;
      int stroke = strcmp(w, "stroke") == 0;
      if (!stroke && strcmp(w, "fill") != 0) {
        fseek(f, at, SEEK_SET);
        break;
      }
      if (frames[i].itemCount == capacity) {
        capacity *= 2;
        frames[i].items = realloc(frames[i].items, sizeof(Item) * (size_t)capacity);
      }
      readItem(f, &frames[i].items[frames[i].itemCount++], stroke);
    }
  }
  fclose(f);

  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create(surface);
  double *times = malloc(sizeof(double) * (size_t)frameCount);
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < frameCount; i++) {
      struct timespec a, b;
      clock_gettime(CLOCK_MONOTONIC, &a);
      draw(cr, &frames[i]);
      cairo_surface_flush(surface);
      clock_gettime(CLOCK_MONOTONIC, &b);
      times[i] = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) * 1e-6;
    }
    qsort(times, (size_t)frameCount, sizeof(double), compare);
    double median = frameCount % 2 ? times[frameCount / 2] : (times[frameCount / 2 - 1] + times[frameCount / 2]) / 2;
    printf("round %.4f %.4f %.4f\n", median, times[0], times[frameCount - 1]);
    fflush(stdout);
  }
  if (argc > 3) cairo_surface_write_to_png(surface, argv[3]);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return 0;
}
