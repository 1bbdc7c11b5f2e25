"""The main window: its menus, context menus, file actions, status bar and the one undo history."""
