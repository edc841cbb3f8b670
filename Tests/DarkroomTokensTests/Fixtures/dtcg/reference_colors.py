#!/usr/bin/env python3
"""Reference sRGB values for the colour fixtures, computed independently of Darkroom.

Written from CSS Color Module Level 4: the conversion matrices of its sample code
(§ 18 "Sample code for color conversions", rational forms where it gives them, going
through CIE XYZ and, for OKLab, its XYZ <-> LMS matrices, not Ottosson's direct sRGB
matrices that Darkroom uses) and the gamut-mapping algorithm of § 13.2.2 ("binary search
gamut mapping with local MINDE", JND 0.02, epsilon 0.0001). Only Python's math module.

Run: python3 reference_colors.py  -> one line per colour: space, components, #RRGGBB.
The expected values in DTCGSuiteTests.swift and ColorSpaceTests.swift come from it.
"""
import math

def mul(m, v):
    return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]

def inverse(m):
    a, b, c = m[0]; d, e, f = m[1]; g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]

SRGB_TO_XYZ = [[506752 / 1228815, 87881 / 245763, 12673 / 70218],
               [87098 / 409605, 175762 / 245763, 12673 / 175545],
               [7918 / 409605, 87881 / 737289, 1001167 / 1053270]]
XYZ_TO_SRGB = [[12831 / 3959, -329 / 214, -1974 / 3959],
               [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
               [705 / 12673, -2585 / 12673, 705 / 667]]
P3_TO_XYZ = [[608311 / 1250200, 189793 / 714400, 198249 / 1000160],
             [35783 / 156275, 247089 / 357200, 198249 / 2500400],
             [0, 32229 / 714400, 5220557 / 5000800]]
A98_TO_XYZ = [[573536 / 994567, 263643 / 1420810, 187206 / 994567],
              [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
              [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835]]
PROPHOTO_TO_XYZ50 = [[0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
                     [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
                     [0.0, 0.0, 0.82510460251046020]]
REC2020_TO_XYZ = [[63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
                  [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
                  [0, 19567812 / 697040785, 295819943 / 278816314]]
D50_TO_D65 = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
              [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
              [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]
XYZ_TO_LMS = [[0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
              [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
              [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]]
LMS_TO_OKLAB = [[0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
                [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
                [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]]
D50_WHITE = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

def sign(v): return -1.0 if v < 0 else 1.0
def srgb_to_lin(v): return v / 12.92 if abs(v) <= 0.04045 else sign(v) * ((abs(v) + 0.055) / 1.055) ** 2.4
def lin_to_srgb(v): return sign(v) * (1.055 * abs(v) ** (1 / 2.4) - 0.055) if abs(v) > 0.0031308 else 12.92 * v
def a98_to_lin(v): return sign(v) * abs(v) ** (563 / 256)
def prophoto_to_lin(v): return v / 16 if abs(v) <= 16 / 512 else sign(v) * abs(v) ** 1.8
def rec2020_to_lin(v):
    a, b = 1.09929682680944, 0.018053968510807
    return v / 4.5 if abs(v) < b * 4.5 else sign(v) * ((abs(v) + a - 1) / a) ** (1 / 0.45)

def hsl_to_srgb(h, s, l):
    s /= 100; l /= 100
    h = h % 360
    def f(n):
        k = (n + h / 30) % 12
        a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))
    return [f(0), f(8), f(4)]

def hwb_to_srgb(h, w, b):
    w /= 100; b /= 100
    if w + b >= 1:
        g = w / (w + b)
        return [g, g, g]
    return [c * (1 - w - b) + w for c in hsl_to_srgb(h, 100, 50)]

def lab_to_xyz50(L, a, b):
    k, e = 24389 / 27, 216 / 24389
    f1 = (L + 16) / 116; f0 = a / 500 + f1; f2 = f1 - b / 200
    x = f0 ** 3 if f0 ** 3 > e else (116 * f0 - 16) / k
    y = ((L + 16) / 116) ** 3 if L > k * e else L / k
    z = f2 ** 3 if f2 ** 3 > e else (116 * f2 - 16) / k
    return [x * D50_WHITE[0], y * D50_WHITE[1], z * D50_WHITE[2]]

def polar(L, C, H):
    return [L, C * math.cos(math.radians(H)), C * math.sin(math.radians(H))]

def oklab_to_xyz(lab):
    lms = mul(inverse(LMS_TO_OKLAB), lab)
    return mul(inverse(XYZ_TO_LMS), [c ** 3 for c in lms])

def xyz_to_oklab(xyz):
    return mul(LMS_TO_OKLAB, [math.copysign(abs(c) ** (1 / 3), c) for c in mul(XYZ_TO_LMS, xyz)])

def to_xyz65(space, c):
    if space == "srgb": return mul(SRGB_TO_XYZ, [srgb_to_lin(v) for v in c])
    if space == "srgb-linear": return mul(SRGB_TO_XYZ, c)
    if space == "display-p3": return mul(P3_TO_XYZ, [srgb_to_lin(v) for v in c])
    if space == "a98-rgb": return mul(A98_TO_XYZ, [a98_to_lin(v) for v in c])
    if space == "prophoto-rgb": return mul(D50_TO_D65, mul(PROPHOTO_TO_XYZ50, [prophoto_to_lin(v) for v in c]))
    if space == "rec2020": return mul(REC2020_TO_XYZ, [rec2020_to_lin(v) for v in c])
    if space == "xyz-d65": return c
    if space == "xyz-d50": return mul(D50_TO_D65, c)
    if space == "lab": return mul(D50_TO_D65, lab_to_xyz50(*c))
    if space == "lch": return mul(D50_TO_D65, lab_to_xyz50(*polar(*c)))
    if space == "oklab": return oklab_to_xyz(c)
    if space == "oklch": return oklab_to_xyz(polar(*c))
    if space == "hsl": return mul(SRGB_TO_XYZ, [srgb_to_lin(v) for v in hsl_to_srgb(*c)])
    if space == "hwb": return mul(SRGB_TO_XYZ, [srgb_to_lin(v) for v in hwb_to_srgb(*c)])
    raise ValueError(space)

def srgb_from_xyz(xyz): return [lin_to_srgb(v) for v in mul(XYZ_TO_SRGB, xyz)]
def in_gamut(rgb): return all(0 <= v <= 1 for v in rgb)
def clip(rgb): return [min(max(v, 0), 1) for v in rgb]
def delta_eok(rgb, lab):
    other = xyz_to_oklab(mul(SRGB_TO_XYZ, [srgb_to_lin(v) for v in rgb]))
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(other, lab)))

def gamut_map(xyz):
    """CSS Color 4 § 13.2.2, destination sRGB."""
    origin = srgb_from_xyz(xyz)
    if in_gamut(origin): return origin
    L, a, b = xyz_to_oklab(xyz)
    if L >= 1: return [1, 1, 1]
    if L <= 0: return [0, 0, 0]
    C, h = math.hypot(a, b), math.atan2(b, a)
    JND, EPS = 0.02, 0.0001
    def rgb_of(chroma): return srgb_from_xyz(oklab_to_xyz([L, chroma * math.cos(h), chroma * math.sin(h)]))
    current = [L, a, b]
    clipped = clip(rgb_of(C))
    if delta_eok(clipped, current) < JND: return clipped
    lo, hi, lo_in = 0.0, C, True
    while hi - lo > EPS:
        chroma = (lo + hi) / 2
        current = [L, chroma * math.cos(h), chroma * math.sin(h)]
        rgb = rgb_of(chroma)
        if lo_in and in_gamut(rgb):
            lo = chroma
            continue
        clipped = clip(rgb)
        e = delta_eok(clipped, current)
        if e < JND:
            if JND - e < EPS: return clipped
            lo_in, lo = False, chroma
        else:
            hi = chroma
    return clipped

def hex8(space, components, alpha=1.0):
    rgb = gamut_map(to_xyz65(space, components))
    return "#" + "".join("%02X" % round(v * 255) for v in rgb + [alpha])

CASES = [
    ("a98-rgb", [0.8, 0.2, 0.6]), ("display-p3", [1, 0.5, 0]), ("hsl", [180, 50, 50]),
    ("hsl", [0, 0, 100]), ("hwb", [120, 20, 30]), ("lab", [60.17, 93.54, -60.5]),
    ("lch", [60.17, 111.4, 327.11]), ("oklab", [0.701, 0.2746, -0.169]),
    ("oklch", [0.7016, 0.3225, 328.363]), ("prophoto-rgb", [0.7, 0.3, 0.9]),
    ("rec2020", [0.6, 0.8, 0.4]), ("srgb", [1, 0, 0.5]), ("srgb-linear", [0.5, 0.5, 0.5]),
    ("xyz-d50", [0.5791, 0.2831, 0.728]), ("xyz-d65", [0.5929, 0.2848, 0.9699]),
    ("srgb", [0.2, 0.4, 0.8]), ("hsl", [120, 50, 50]),
    ("display-p3", [0, 1, 0]), ("rec2020", [1, 0, 0]), ("oklch", [0.7, 0.4, 150]),
]

if __name__ == "__main__":
    for space, comps in CASES:
        print(space, comps, hex8(space, comps))
