// Progressive enhancement only: every page works without this file.
