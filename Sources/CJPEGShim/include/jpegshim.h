#ifndef WOBBLE_JPEGSHIM_H
#define WOBBLE_JPEGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// What jpegshim_decode_rgba ended with.
enum {
  JPEGSHIM_OK = 0,
  JPEGSHIM_FAILED = 1 /* message says why */
};

/// Decodes the baseline or progressive JPEG in `data` (`size` bytes) with libjpeg into 8-bit
/// RGBA (alpha 255), rows top to bottom: on JPEGSHIM_OK `*out` holds width × height × 4 bytes
/// that the caller frees with `free`. Greyscale and YCbCr images come out as RGB, as libjpeg
/// converts them; CMYK ones are refused. An image of more than `max_pixels` pixels is refused
/// from its header, before any is decoded. libjpeg reports errors by longjmp, which Swift
/// cannot catch: this is the one place it lands. A file libjpeg warns about (cut short, its data
/// damaged) is refused with the warning, not drawn with grey where data is missing.
int jpegshim_decode_rgba(const uint8_t *data, size_t size, long max_pixels, uint8_t **out, int *width, int *height,
                         char *message, size_t message_size);

#endif
