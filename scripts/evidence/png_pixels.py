#!/usr/bin/env python3
"""Prints the size of a PNG and the colour of the pixels asked for, to check a rasterised frame.

Usage: png_pixels.py FILE.png [X,Y ...]
Output: "size WIDTHxHEIGHT", then one line "X,Y #rrggbb" per point, in the order given.
Reads 8-bit RGB or RGBA, non-interlaced (what rsvg-convert writes) with the standard library only:
zlib inflates the image data and each row's filter (PNG spec, section 9) is undone here.
"""

import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    offset = 8
    header = None
    compressed = bytearray()
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read (depth {depth}, type {colour})")
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        method = raw[position]
        line = bytearray(raw[position + 1 : position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if method == 1:
                line[i] = (line[i] + left) & 0xFF
            elif method == 2:
                line[i] = (line[i] + up) & 0xFF
            elif method == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif method == 4:
                estimate = left + up - upper_left
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - upper_left))
                predictor = (left, up, upper_left)[distances.index(min(distances))]
                line[i] = (line[i] + predictor) & 0xFF
            elif method != 0:
                raise ValueError(f"{path}: unknown row filter {method}")
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main(arguments):
    if not arguments:
        print("usage: png_pixels.py FILE.png [X,Y ...]", file=sys.stderr)
        return 64
    try:
        width, height, channels, rows = read_png(arguments[0])
    except (OSError, ValueError, zlib.error) as error:
        print(f"png_pixels: {error}", file=sys.stderr)
        return 65
    print(f"size {width}x{height}")
    for point in arguments[1:]:
        x, y = (int(value) for value in point.split(","))
        if not (0 <= x < width and 0 <= y < height):
            print(f"png_pixels: {point} is outside the {width}x{height} image", file=sys.stderr)
            return 64
        red, green, blue = rows[y][x * channels : x * channels + 3]
        print(f"{x},{y} #{red:02x}{green:02x}{blue:02x}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
