// The ReStore module. See ../../README.md and ../shared/DESIGN.md for what lives here.
