// The only C header Darkroom includes. Everything C is reached through this module,
// and only the DarkroomRaster and DarkroomPNG targets import it.
#ifndef DARKROOM_SHIM_H
#define DARKROOM_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <zlib.h>
#include <isa-l.h> // igzip (PNG deflate), and the version macros
#include <openssl/evp.h>
// XXH3, header-only (every function inline): index keys, a local cache (`KeyHash`).
#define XXH_INLINE_ALL
#include <xxhash.h>

// Swift does not import function-like macros; these restore the ones we need.
static inline int darkroom_pango_scale(void) { return PANGO_SCALE; }
static inline int darkroom_png_libpng_ver_major(void) { return PNG_LIBPNG_VER_MAJOR; }
static inline int darkroom_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned darkroom_png_image_size(png_imagep image) { return PNG_IMAGE_SIZE(*image); }
static inline unsigned darkroom_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline const char *darkroom_zlib_version(void) { return ZLIB_VERSION; }
// ISA-L's igzip picks its code by CPU. Measured on the built-in matrix: every x86-64 CPU with
// SSE4.2 tried (Nehalem, Sandy Bridge and Haswell under QEMU, an AVX-512 AMD EPYC) writes the
// same bytes; one without it (QEMU's qemu64 model) runs its C code, which hashes differently:
// other, valid bytes. ARM has code of its own (not measured).
// 1: SSE4.2 code, 0: x86-64 C code, -1: another architecture's code.
static inline int darkroom_isal_uses_sse42(void) {
#if defined(__x86_64__)
  return __builtin_cpu_supports("sse4.2") ? 1 : 0;
#else
  return -1;
#endif
}
// ISA-L's AVX2 and AVX-512 code (deflate, adler32, the CRC) returns without VZEROUPPER, so the
// upper halves of the vector registers stay dirty, and every legacy-SSE instruction after it
// (all of Swift's floating point on baseline x86-64) waits on them. Measured here: the differ
// ran 27% slower after decoding with ISA-L's CRC (308 against 425 MP/s), and a cold render
// spent 3% more CPU after each deflate. Call this after every ISA-L call.
#if defined(__x86_64__)
__attribute__((target("avx"))) static inline void darkroom_vzeroupper(void) { __builtin_ia32_vzeroupper(); }
#endif
static inline void darkroom_isal_done(void) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx")) darkroom_vzeroupper();
#endif
}
// Cairo's opaque ARGB32 pixels (bytes B, G, R, A) as PNG's R, G, B: with SSSE3, one byte
// shuffle moves four pixels (the Swift loop stored one word a pixel: 5% of a cold catalogue
// render's instructions, for the quarter of its images with more than 256 colours). A shuffle
// writes 16 bytes for 12, so it stops 6 pixels before the row's end and the rest go one by one:
// nothing is written past `width` pixels. Same bytes either way (RoundTripTests).
static inline void darkroom_opaque_bgra_to_rgb_from(const unsigned char *src, unsigned char *dst, size_t x, size_t width) {
  for (; x < width; x++) {
    dst[3 * x] = src[4 * x + 2];
    dst[3 * x + 1] = src[4 * x + 1];
    dst[3 * x + 2] = src[4 * x];
  }
}
#if defined(__x86_64__)
#include <tmmintrin.h>
__attribute__((target("ssse3"))) static inline void darkroom_opaque_bgra_to_rgb_ssse3(const unsigned char *src, unsigned char *dst, size_t width) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  size_t x = 0;
  for (; x + 6 <= width; x += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(src + 4 * x));
    _mm_storeu_si128((__m128i *)(dst + 3 * x), _mm_shuffle_epi8(pixels, order));
  }
  darkroom_opaque_bgra_to_rgb_from(src, dst, x, width);
}
#endif
static inline void darkroom_opaque_bgra_to_rgb(const unsigned char *src, unsigned char *dst, size_t width) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("ssse3")) { darkroom_opaque_bgra_to_rgb_ssse3(src, dst, width); return; }
#endif
  darkroom_opaque_bgra_to_rgb_from(src, dst, 0, width);
}
static inline unsigned darkroom_isal_level_buffer_size(unsigned level) {
  switch (level) {
  case 0: return ISAL_DEF_LVL0_DEFAULT;
  case 1: return ISAL_DEF_LVL1_DEFAULT;
  case 2: return ISAL_DEF_LVL2_DEFAULT;
  default: return ISAL_DEF_LVL3_DEFAULT;
  }
}

// --- librsvg, opened on first use --------------------------------------------------------
// Linked, librsvg brings ten more shared libraries (gio, gdk-pixbuf, libxml2, ICU...) into
// every process start: an empty program linked against Darkroom's libraries started in
// 5.4-6.0 ms without it and in 9.6-10.0 ms with it, and most runs (a no-change rerun) draw
// no icon. So DarkroomRaster opens it with dlopen when the first icon is parsed (`LibRSVG`)
// and nothing links against it. Its header is not included either (that would need its and
// gdk-pixbuf's include folders, which come only with its link flags): the types and the four
// functions Darkroom calls are declared here as librsvg 2.48's rsvg.h declares them.
typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { double length; int unit; } RsvgLength;   // unit: RsvgUnit, an enum
typedef RsvgHandle *(*darkroom_rsvg_handle_new_from_data)(const guint8 *data, gsize data_len, GError **error);
typedef gboolean (*darkroom_rsvg_handle_get_intrinsic_size_in_pixels)(RsvgHandle *handle, gdouble *out_width,
                                                                      gdouble *out_height);
typedef void (*darkroom_rsvg_handle_get_intrinsic_dimensions)(RsvgHandle *handle, gboolean *out_has_width,
                                                              RsvgLength *out_width, gboolean *out_has_height,
                                                              RsvgLength *out_height, gboolean *out_has_viewbox,
                                                              RsvgRectangle *out_viewbox);
typedef gboolean (*darkroom_rsvg_handle_render_document)(RsvgHandle *handle, cairo_t *cr,
                                                         const RsvgRectangle *viewport, GError **error);

// --- DarkroomPNG: libpng's full read API behind one C call -------------------------------
// libpng reports errors by longjmp, which Swift cannot survive, so the setjmp lives here and
// Swift sees only a status code. The simplified API (png_image_*) is not used for reading:
// libpng 1.6.39 decodes Adam7-interlaced 16-bit images to wrong 8-bit pixels through it
// (pnggroup/libpng#853).
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const unsigned char *data;
    size_t size, offset;
    int stage;              // 0 while reading the header, 1 while reading pixels
    char message[256];
    jmp_buf jump;
} darkroom_png_source;

static inline void darkroom_png_on_error(png_structp png, png_const_charp message) {
    darkroom_png_source *src = (darkroom_png_source *)png_get_error_ptr(png);
    strncpy(src->message, message ? message : "unknown libpng error", sizeof src->message - 1);
    longjmp(src->jump, 1);
}

static inline void darkroom_png_on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;   // warnings (unknown chunks, bad sRGB profiles) do not stop a read
}

static inline void darkroom_png_on_read(png_structp png, png_bytep out, size_t count) {
    darkroom_png_source *src = (darkroom_png_source *)png_get_io_ptr(png);
    if (src->size - src->offset < count) png_error(png, "file ends early");
    memcpy(out, src->data + src->offset, count);
    src->offset += count;
}

/// Decodes a PNG in memory to straight 8-bit RGBA: palette and low-bit grey expanded, tRNS
/// turned into alpha, 16-bit samples rounded to 8 bits (png_set_scale_16), grey copied to RGB,
/// Adam7 undone. No gamma transform is requested, so samples keep their stored values.
/// Writes into out_pixels, which the caller allocated from IHDR (out_capacity must be
/// width * height * 4). Returns 1 on success, 0 on a libpng error with `message` and `stage`
/// filled, or 2 when width * height exceeds max_pixels.
static inline int darkroom_png_decode_rgba(const unsigned char *data, size_t size, size_t max_pixels,
                                           unsigned char *out_pixels, size_t out_capacity, png_uint_32 *out_width,
                                           png_uint_32 *out_height, int *stage,
                                           char *message, size_t message_size) {
    darkroom_png_source *src = (darkroom_png_source *)calloc(1, sizeof(darkroom_png_source));
    if (!src) { strncpy(message, "out of memory", message_size - 1); *stage = 0; return 0; }
    src->data = data;
    src->size = size;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, src, darkroom_png_on_error,
                                             darkroom_png_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_bytep *volatile rows = NULL;
    volatile int result = 0;
    if (!png || !info) {
        strncpy(src->message, "out of memory", sizeof src->message - 1);
    } else if (setjmp(src->jump) == 0) {
        png_set_read_fn(png, src, darkroom_png_on_read);
        png_read_info(png, info);
        png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
        if ((size_t)width * height > max_pixels) {
            *out_width = width; *out_height = height; result = 2;
        } else {
            int colour = png_get_color_type(png, info);
            png_set_expand(png);
            png_set_scale_16(png);
            png_set_gray_to_rgb(png);
            if (!(colour & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
                png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
            png_set_interlace_handling(png);
            png_read_update_info(png, info);
            if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after expansion");
            src->stage = 1;
            /* The caller owns out_pixels (width x height x 4 bytes, sized from IHDR). */
            if ((size_t)width * height * 4 != out_capacity) png_error(png, "image size differs from its header");
            rows = (png_bytep *)malloc(sizeof(png_bytep) * (height + 1));
            if (!rows) png_error(png, "out of memory");
            for (png_uint_32 y = 0; y < height; y++) rows[y] = out_pixels + (size_t)y * width * 4;
            png_read_image(png, rows);
            png_read_end(png, NULL);
            *out_width = width; *out_height = height;
            result = 1;
        }
    }
    if (result == 0) {
        strncpy(message, src->message, message_size - 1);
        message[message_size - 1] = 0;
    }
    *stage = src->stage;
    free(rows);
    png_destroy_read_struct(png ? &png : NULL, info ? &info : NULL, NULL);
    free(src);
    return result;
}

// XXH3's 128-bit hash of `length` bytes as two halves (XXH_INLINE_ALL renames the library's
// own names and types, which Swift would then have to spell).
static inline void darkroom_xxh3_128(const void *data, size_t length, unsigned long long *low, unsigned long long *high) {
  XXH128_hash_t hash = XXH3_128bits(data, length);
  *low = hash.low64;
  *high = hash.high64;
}

#endif
