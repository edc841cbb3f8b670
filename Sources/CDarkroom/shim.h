// The only C header Darkroom includes. Everything C is reached through this module,
// and only the DarkroomRaster target imports it.
#ifndef DARKROOM_SHIM_H
#define DARKROOM_SHIM_H

#define RSVG_DISABLE_DEPRECATION_WARNINGS 1
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <librsvg/rsvg.h>
#include <png.h>
#include <zlib.h>

// Swift does not import function-like macros; these restore the ones we need.
static inline int darkroom_pango_scale(void) { return PANGO_SCALE; }
static inline int darkroom_png_libpng_ver_major(void) { return PNG_LIBPNG_VER_MAJOR; }
static inline int darkroom_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned darkroom_png_image_size(png_imagep image) { return PNG_IMAGE_SIZE(*image); }
static inline unsigned darkroom_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline const char *darkroom_zlib_version(void) { return ZLIB_VERSION; }

#endif
