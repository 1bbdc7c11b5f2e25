"""The open battle without Qt: state, commands with inverses, signals."""
