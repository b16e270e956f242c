#include "jpegshim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct jpegshim_error {
  struct jpeg_error_mgr base;
  jmp_buf escape;
};

/// libjpeg's fatal errors: back to the setjmp in jpegshim_decode_rgba.
static void jpegshim_error_exit(j_common_ptr info) {
  struct jpegshim_error *error = (struct jpegshim_error *)info->err;
  longjmp(error->escape, 1);
}

/// libjpeg's warnings (a truncated file's "Premature end of JPEG file"): not printed; counted,
/// and the last one kept in `msg_code`.
static void jpegshim_output_message(j_common_ptr info) { (void)info; }

int jpegshim_decode_rgba(const uint8_t *data, size_t size, long max_pixels, uint8_t **out, int *width, int *height,
                         char *message, size_t message_size) {
  if (message_size > 0) message[0] = 0;
  struct jpeg_decompress_struct info;
  struct jpegshim_error error;
  /* volatile: read after longjmp. */
  uint8_t *volatile buffer = NULL;
  uint8_t *volatile row = NULL;
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = jpegshim_error_exit;
  error.base.output_message = jpegshim_output_message;
  if (setjmp(error.escape)) {
    char text[JMSG_LENGTH_MAX];
    (*info.err->format_message)((j_common_ptr)&info, text);
    snprintf(message, message_size, "%s", text);
    jpeg_destroy_decompress(&info);
    free(buffer);
    free(row);
    return JPEGSHIM_FAILED;
  }
  jpeg_create_decompress(&info);
  if (size == 0) {
    snprintf(message, message_size, "an empty file");
    jpeg_destroy_decompress(&info);
    return JPEGSHIM_FAILED;
  }
  jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (info.image_width == 0 || info.image_height == 0 || (long)info.image_width * (long)info.image_height > max_pixels) {
    snprintf(message, message_size, "%u × %u pixels, more than %ld", info.image_width, info.image_height, max_pixels);
    jpeg_destroy_decompress(&info);
    return JPEGSHIM_FAILED;
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    snprintf(message, message_size, "a CMYK JPEG (Wobble decodes RGB and greyscale ones)");
    jpeg_destroy_decompress(&info);
    return JPEGSHIM_FAILED;
  }
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  size_t w = info.output_width, h = info.output_height;
  buffer = malloc(w * h * 4);
  row = malloc(w * 3);
  if (!buffer || !row) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    free(buffer);
    free(row);
    return JPEGSHIM_FAILED;
  }
  while (info.output_scanline < info.output_height) {
    size_t y = info.output_scanline;
    JSAMPROW rows[1] = {row};
    jpeg_read_scanlines(&info, rows, 1);
    uint8_t *target = buffer + y * w * 4;
    for (size_t x = 0; x < w; x++) {
      target[4 * x] = row[3 * x];
      target[4 * x + 1] = row[3 * x + 1];
      target[4 * x + 2] = row[3 * x + 2];
      target[4 * x + 3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  free(row);
  /* A damaged file decodes with grey where its data is missing, after a warning: refused. */
  if (error.base.num_warnings > 0) {
    char text[JMSG_LENGTH_MAX];
    (*info.err->format_message)((j_common_ptr)&info, text);
    snprintf(message, message_size, "%s", text);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return JPEGSHIM_FAILED;
  }
  jpeg_destroy_decompress(&info);
  *out = buffer;
  *width = (int)w;
  *height = (int)h;
  return JPEGSHIM_OK;
}
