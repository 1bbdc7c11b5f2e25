"""Dialogs: a new battle, a token, an action's options, the background image."""
