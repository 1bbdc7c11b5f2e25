"""Movement and the drag: movement maps, drawn paths, threat and overwatch, the path's verdict."""
