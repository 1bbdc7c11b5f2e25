"""Pictures read from files (token pictures, the background) through one bounded reader.

Qt would open any path it is given: a FIFO named as a token picture would
stop the window from ever appearing, and `/dev/zero` would be read until
memory ran out. Here only a regular file is read, at most
`MAX_PICTURE_BYTES` of it (schema/reading.read_regular), and Qt decodes it
under the project's own allocation limit, not its default.
"""

from __future__ import annotations

from PySide6.QtGui import QImage, QImageReader

from battlemap.schema.reading import read_regular

#: The largest picture file read (bytes): a 8k x 8k PNG of a battle map fits.
MAX_PICTURE_BYTES = 64 * 1024 * 1024
#: What Qt may allocate to decode one picture (MB): 8192 x 8192 x 4 bytes is 256 MB.
DECODE_LIMIT_MB = 256


def read_picture(path: str) -> QImage | None:
    """The picture at `path`, or None when it is no regular file, too large, or no picture."""
    QImageReader.setAllocationLimit(DECODE_LIMIT_MB)
    try:
        data = read_regular(path, MAX_PICTURE_BYTES)
    except OSError:
        return None
    image = QImage.fromData(data)
    return None if image.isNull() else image
