#!/usr/bin/env python3
"""Writes pictures made to cost a card's drawing as much as they can, each
under the 8 MiB a picture file may hold, into FOLDER:

  png-huge.png     16,000 x 16,000 pixels (1 GB decoded), 40 KB on disk
  png-limit.png    4,096 x 4,096 pixels: the largest a card accepts
  nested-use.svg   11 levels of 10 nested <use>: 10^11 shapes, 3 KB
  many.svg         150,000 elements, about 8 MB
  blur.svg         as many blurs and dilations as a picture may hold
                   (each many times slower than a card's picture may be),
                   over a region a thousand times the picture's
  embedded.svg     a 16,000 x 16,000 PNG inside an SVG, as a data: URI
  external.svg     pure green pictures linked by file://, http:// and a
                   relative path, and CSS imported from a file: none may
                   be read (SECRET, a green PNG, is beside it)
  convolve.svg     a convolution of order 32 (librsvg 2.54 aborts on it)
  turbulence.svg   turbulence of 100,000 octaves (minutes in librsvg)
  plain*.svg       four ordinary pictures, which must still draw

  make-hostile-pictures.py FOLDER
"""
import os
import struct
import sys
import zlib


def png(width, height, rows, colour_type=0, depth=1):
    """A PNG of @rows (raw scanlines with their filter bytes, compressed)."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    header = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows)
            + chunk(b"IEND", b""))


def huge_png():
    side = 16000
    c = zlib.compressobj(9)
    row = b"\x00" + b"\x00" * (side // 8)
    data = b"".join(c.compress(row) for _ in range(side)) + c.flush()
    return png(side, side, data)


def limit_png():
    side = 4096
    c = zlib.compressobj(1)
    row = b"\x00" + b"\x40\x80\xc0\xff" * side
    data = b"".join(c.compress(row) for _ in range(side)) + c.flush()
    return png(side, side, data, colour_type=6, depth=8)


def green_png():
    c = zlib.compressobj(9)
    row = b"\x00" + b"\x00\xff\x00" * 64
    data = b"".join(c.compress(row) for _ in range(64)) + c.flush()
    return png(64, 64, data, colour_type=2, depth=8)


SVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">'


def nested_use():
    out = [SVG, '<defs><rect id="l0" width="1" height="1"/>']
    for level in range(1, 12):
        out.append('<g id="l%d">' % level)
        out += ['<use xlink:href="#l%d"/>' % (level - 1)] * 10
        out.append("</g>")
    out.append('</defs><use xlink:href="#l11"/></svg>')
    return "".join(out)


def many():
    out = [SVG]
    out += ['<rect x="%d" y="%d" width="1" height="1"/>' % (i % 100, i // 1500)
            for i in range(150000)]
    out.append("</svg>")
    return "".join(out)


def blur():
    out = [SVG, '<filter id="b" x="-50000%" y="-50000%" width="100000%" height="100000%" '
           'filterUnits="objectBoundingBox">'
           + '<feGaussianBlur stdDeviation="100000"/><feMorphology radius="100000"/>' * 8
           + '</filter>']
    out += ['<circle cx="50" cy="50" r="%d" filter="url(#b)"/>' % (i + 1) for i in range(48)]
    out.append("</svg>")
    return "".join(out)


def embedded(data):
    import base64
    return SVG + '<image width="100" height="100" href="data:image/png;base64,%s"/></svg>' % (
        base64.b64encode(data).decode())


def external(folder):
    secret = os.path.join(folder, "SECRET")
    return (SVG + '<style>@import url("file://%s.css");</style>'
            '<image width="100" height="100" href="file://%s"/>'
            '<image width="100" height="100" xlink:href="SECRET"/>'
            '<image width="100" height="100" href="http://127.0.0.1:9/green.png"/>'
            '<use href="SECRET.svg#g"/></svg>') % (secret, secret)


def main():
    folder = sys.argv[1]
    huge = huge_png()
    files = {
        "png-huge.png": huge,
        "png-limit.png": limit_png(),
        "nested-use.svg": nested_use().encode(),
        "many.svg": many().encode(),
        "blur.svg": blur().encode(),
        "embedded.svg": embedded(huge).encode(),
        "external.svg": external(os.path.abspath(folder)).encode(),
        "convolve.svg": (SVG + '<filter id="c"><feConvolveMatrix order="32" kernelMatrix="%s"/>'
                         '</filter><circle cx="50" cy="50" r="30" filter="url(#c)"/></svg>'
                         % " ".join(["1"] * 1024)).encode(),
        "turbulence.svg": (SVG + '<filter id="t" x="0" y="0" width="1" height="1"><feTurbulence '
                           'baseFrequency="0.05" numOctaves="100000"/></filter><rect width="100" '
                           'height="100" filter="url(#t)"/></svg>').encode(),
        "plain.svg": (SVG + '<circle cx="50" cy="50" r="40" fill="#1c71d8"/></svg>').encode(),
        "plain-square.svg": (SVG + '<rect x="10" y="10" width="80" height="80" fill="#1c71d8"/></svg>').encode(),
        "plain-triangle.svg": (SVG + '<path d="M50 5 95 95H5z" fill="#1c71d8"/></svg>').encode(),
        "plain-ring.svg": (SVG + '<circle cx="50" cy="50" r="35" fill="none" stroke="#1c71d8" stroke-width="12"/></svg>').encode(),
        "SECRET": green_png(),
        "SECRET.css": b"circle { fill: #00ff00 }",
        "SECRET.svg": (SVG + '<rect id="g" width="100" height="100" fill="#00ff00"/></svg>').encode(),
    }
    for name, data in files.items():
        assert len(data) < 8 * 1024 * 1024, name
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)


main()
