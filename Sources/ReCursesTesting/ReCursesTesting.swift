// The ReCursesTesting module. See ../../README.md and ../shared/DESIGN.md for what lives here.
