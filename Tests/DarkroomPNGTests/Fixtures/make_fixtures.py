#!/usr/bin/env python3
"""Writes the decoder fixtures: one small PNG per colour type / bit depth / interlace / tRNS case.

Every image is W x H and its samples follow the formulas below; DecoderFixtureTests.swift holds
the same formulas, written separately, and checks every decoded pixel. Needs pypng
(`pip install pypng`); run from this folder: `python3 make_fixtures.py`.
"""
import png

W, H = 9, 7  # odd sizes: sub-byte rows end mid-byte, and every Adam7 pass is non-empty


def v8(k, x, y):
    """An 8-bit sample for channel k (0=R/grey, 1=G, 2=B, 3=alpha)."""
    return [(x * 29 + y * 41) % 256, (x * 13 + y * 67 + 100) % 256,
            (x * 71 + y * 3 + 7) % 256, (x * 53 + y * 17 + 5) % 256][k]


def v16(k, x, y):
    """A 16-bit sample; the low byte is not a copy of the high byte, so rounding is visible."""
    return (x * 7919 + y * 104729 + k * 3331) % 65536


def sub(d, x, y):
    """A grey sample of d < 8 bits."""
    return (x + 2 * y) % (1 << d)


def pal_index(n, x, y):
    return (x * 7 + y * 5) % n


def pal_entry(i):
    return ((i * 40 + 3) % 256, (i * 90 + 50) % 256, (255 - i * 15) % 256)


def pal_alpha(i):
    """tRNS alphas cover only the first 10 entries; the rest are opaque by the spec."""
    return (i * 27) % 256


def write(name, rows, **kw):
    with open(name, "wb") as f:
        png.Writer(W, H, **kw).write(f, rows)


def grid(fn):
    return [[s for x in range(W) for s in fn(x, y)] for y in range(H)]


def main():
    for d in (1, 2, 4):
        write(f"grey{d}.png", grid(lambda x, y: [sub(d, x, y)]), greyscale=True, bitdepth=d)
    write("grey2_adam7.png", grid(lambda x, y: [sub(2, x, y)]), greyscale=True, bitdepth=2, interlace=True)
    write("grey8.png", grid(lambda x, y: [v8(0, x, y)]), greyscale=True, bitdepth=8)
    write("grey16.png", grid(lambda x, y: [v16(0, x, y)]), greyscale=True, bitdepth=16)
    write("grey8_trns.png", grid(lambda x, y: [v8(0, x, y)]), greyscale=True, bitdepth=8,
          transparent=v8(0, 3, 2))
    write("greyalpha8.png", grid(lambda x, y: [v8(0, x, y), v8(3, x, y)]), greyscale=True, alpha=True, bitdepth=8)
    write("greyalpha16.png", grid(lambda x, y: [v16(0, x, y), v16(3, x, y)]), greyscale=True, alpha=True, bitdepth=16)

    rgb8 = grid(lambda x, y: [v8(k, x, y) for k in range(3)])
    write("rgb8.png", rgb8, greyscale=False, bitdepth=8)
    write("rgb8_trns.png", rgb8, greyscale=False, bitdepth=8, transparent=tuple(v8(k, 4, 1) for k in range(3)))
    write("rgb8_gamma1.png", rgb8, greyscale=False, bitdepth=8, gamma=1.0)  # gAMA must be ignored
    rgb16 = grid(lambda x, y: [v16(k, x, y) for k in range(3)])
    write("rgb16.png", rgb16, greyscale=False, bitdepth=16)
    write("rgb16_adam7.png", rgb16, greyscale=False, bitdepth=16, interlace=True)
    rgba8 = grid(lambda x, y: [v8(k, x, y) for k in range(4)])
    write("rgba8.png", rgba8, greyscale=False, alpha=True, bitdepth=8)
    write("rgba8_adam7.png", rgba8, greyscale=False, alpha=True, bitdepth=8, interlace=True)
    rgba16 = grid(lambda x, y: [v16(k, x, y) for k in range(4)])
    write("rgba16.png", rgba16, greyscale=False, alpha=True, bitdepth=16)
    # libpng 1.6.39's simplified API gets interlaced 16-bit wrong (pnggroup/libpng#853): keep these.
    write("rgba16_adam7.png", rgba16, greyscale=False, alpha=True, bitdepth=16, interlace=True)
    write("greyalpha16_adam7.png", grid(lambda x, y: [v16(0, x, y), v16(3, x, y)]), greyscale=True, alpha=True,
          bitdepth=16, interlace=True)

    write("palette1.png", grid(lambda x, y: [pal_index(2, x, y)]), palette=[pal_entry(i) for i in range(2)], bitdepth=1)
    write("palette8.png", grid(lambda x, y: [pal_index(23, x, y)]), palette=[pal_entry(i) for i in range(23)], bitdepth=8)
    trns = [pal_entry(i) + (pal_alpha(i),) if i < 10 else pal_entry(i) for i in range(16)]
    write("palette4_trns.png", grid(lambda x, y: [pal_index(16, x, y)]), palette=trns, bitdepth=4)
    write("palette4_trns_adam7.png", grid(lambda x, y: [pal_index(16, x, y)]), palette=trns, bitdepth=4, interlace=True)


if __name__ == "__main__":
    main()
