#define _POSIX_C_SOURCE 200809L
#include "pngshim.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pngshim_error {
  jmp_buf jump;
  char *message;
  size_t message_size;
};

static void pngshim_on_error(png_structp png, png_const_charp text) {
  struct pngshim_error *error = png_get_error_ptr(png);
  snprintf(error->message, error->message_size, "%s", text);
  longjmp(error->jump, 1);
}

static void pngshim_on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

/* Writes the PNG to `file` (left open). */
static int pngshim_write_file(FILE *file, const uint8_t *rgba, int width, int height,
                              int (*should_stop)(void *context), void *context,
                              char *message, size_t message_size) {
  struct pngshim_error error = {.message = message, .message_size = message_size};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, pngshim_on_error, pngshim_on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  /* volatile: read after longjmp */
  uint8_t *volatile row = malloc((size_t)width * 3);
  volatile int status = PNGSHIM_OK;
  if (!png || !info || !row) {
    snprintf(message, message_size, "out of memory");
    status = PNGSHIM_FAILED;
  } else if (setjmp(error.jump)) {
    status = PNGSHIM_FAILED;
  } else {
    png_init_io(png, file);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
      if (should_stop && y % 32 == 0 && should_stop(context)) {
        status = PNGSHIM_CANCELLED;
        break;
      }
      const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
      for (int x = 0; x < width; x++) {
        row[3 * x] = source[4 * x];
        row[3 * x + 1] = source[4 * x + 1];
        row[3 * x + 2] = source[4 * x + 2];
      }
      png_write_row(png, row);
    }
    if (status == PNGSHIM_OK) png_write_end(png, NULL);
  }
  png_destroy_write_struct(&png, &info);
  free(row);
  return status;
}

/* Closes `file` after a write that ended with `status`: a failed close fails a write that had
   succeeded, saying why; an earlier failure keeps its own message. */
static int pngshim_close(FILE *file, int status, char *message, size_t message_size) {
  if (fclose(file) != 0 && status == PNGSHIM_OK) {
    snprintf(message, message_size, "%s", strerror(errno));
    return PNGSHIM_FAILED;
  }
  return status;
}

int pngshim_write_rgba(const char *path, const uint8_t *rgba, int width, int height,
                       int (*should_stop)(void *context), void *context,
                       char *message, size_t message_size) {
  if (message_size > 0) message[0] = 0;
  FILE *file = fopen(path, "wb");
  if (!file) {
    snprintf(message, message_size, "%s", strerror(errno));
    return PNGSHIM_FAILED;
  }
  int status = pngshim_write_file(file, rgba, width, height, should_stop, context, message, message_size);
  return pngshim_close(file, status, message, message_size);
}

int pngshim_encode_rgba(const uint8_t *rgba, int width, int height, uint8_t **out, size_t *out_size,
                        char *message, size_t message_size) {
  if (message_size > 0) message[0] = 0;
  char *buffer = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&buffer, &size);
  if (!stream) {
    snprintf(message, message_size, "%s", strerror(errno));
    return PNGSHIM_FAILED;
  }
  int status = pngshim_close(stream, pngshim_write_file(stream, rgba, width, height, NULL, NULL, message, message_size),
                             message, message_size);
  if (status != PNGSHIM_OK) {
    free(buffer);
    return status;
  }
  *out = (uint8_t *)buffer;
  *out_size = size;
  return PNGSHIM_OK;
}

int pngshim_decode_rgba(const uint8_t *data, size_t size, long max_pixels, uint8_t **out, int *width, int *height,
                        char *message, size_t message_size) {
  if (message_size > 0) message[0] = 0;
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  // libpng's simplified API reports its errors in `image.message`, without longjmp.
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    snprintf(message, message_size, "%s", image.message);
    return PNGSHIM_FAILED;
  }
  if (image.width == 0 || image.height == 0 || (long)image.width * (long)image.height > max_pixels) {
    snprintf(message, message_size, "%u × %u pixels, more than %ld", image.width, image.height, max_pixels);
    png_image_free(&image);
    return PNGSHIM_FAILED;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t bytes = PNG_IMAGE_SIZE(image);
  uint8_t *buffer = malloc(bytes);
  if (!buffer) {
    png_image_free(&image);
    snprintf(message, message_size, "out of memory");
    return PNGSHIM_FAILED;
  }
  if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
    snprintf(message, message_size, "%s", image.message);
    free(buffer);
    return PNGSHIM_FAILED;
  }
  *out = buffer;
  *width = (int)image.width;
  *height = (int)image.height;
  return PNGSHIM_OK;
}
