"""Headless subcommands of the `battlemap` command: each parses nothing, formats the engine's answers."""
