"""The words: translated text (reasons, costs, bands, options, conditions, names, log phrases) and the language."""
