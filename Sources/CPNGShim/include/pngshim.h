#ifndef WOBBLE_PNGSHIM_H
#define WOBBLE_PNGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// What pngshim_write_rgba ended with.
enum {
  PNGSHIM_OK = 0,
  PNGSHIM_FAILED = 1,    /* message says why */
  PNGSHIM_CANCELLED = 2  /* should_stop answered non-zero; the file is incomplete */
};

/// Writes `rgba` (width × height pixels, 4 bytes each, rows top to bottom, no padding) to `path`
/// as an 8-bit RGB PNG (alpha dropped) through libpng, a row at a time. `should_stop`, if not
/// NULL, is asked before every 32nd row with `context`; a non-zero answer stops the write.
/// libpng reports errors by longjmp, which Swift cannot catch: this is the one place it lands.
int pngshim_write_rgba(const char *path, const uint8_t *rgba, int width, int height,
                       int (*should_stop)(void *context), void *context,
                       char *message, size_t message_size);

/// Encodes `rgba` as an 8-bit RGB PNG in memory (`open_memstream`): on PNGSHIM_OK `*out` holds
/// `*out_size` bytes that the caller frees with `free`.
int pngshim_encode_rgba(const uint8_t *rgba, int width, int height, uint8_t **out, size_t *out_size,
                        char *message, size_t message_size);

/// Decodes the PNG in `data` (`size` bytes) with libpng's simplified API into 8-bit RGBA, rows top
/// to bottom, not premultiplied: on PNGSHIM_OK `*out` holds width × height × 4 bytes that the
/// caller frees with `free`. An image of more than `max_pixels` pixels is refused before any is
/// decoded.
int pngshim_decode_rgba(const uint8_t *data, size_t size, long max_pixels, uint8_t **out, int *width, int *height,
                        char *message, size_t message_size);

#endif
