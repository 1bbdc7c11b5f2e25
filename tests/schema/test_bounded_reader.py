"""One bounded reader: a FIFO or a device is refused at once, and no more than the limit is read."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from battlemap.schema.reading import NotARegularFile, TooLarge, read_regular

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "battle.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(device):
    with pytest.raises(NotARegularFile):
        read_regular(device, 1024)


def test_a_fifo_is_refused_without_waiting_for_a_writer(fifo):
    with pytest.raises(NotARegularFile):
        read_regular(fifo, 1024)


def test_a_file_over_the_limit_is_refused(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 2048)
    with pytest.raises(TooLarge):
        read_regular(path, 1024)
    assert read_regular(path, 4096) == b"x" * 2048


@pytest.mark.parametrize("target", ["fifo", "/dev/zero", "/dev/urandom"])
def test_check_on_a_pipe_or_device_exits_1_at_once_naming_the_file(fifo, target):
    path = str(fifo) if target == "fifo" else target
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "battlemap", "check", path], capture_output=True, text=True,
                            timeout=30)
    assert time.monotonic() - started < 5
    assert result.returncode == 1
    assert f"{path}: is not a regular file" in result.stdout
