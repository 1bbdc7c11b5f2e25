"""What the map draws over cells: shaded cell sets, the dragged path, lines, badges, toggled overlays."""
