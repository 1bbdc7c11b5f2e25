"""`battlemap bench`: generated maps and timings of the drag hot path, with python-tcod as yardstick."""
