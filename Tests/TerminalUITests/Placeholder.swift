import Testing
// Tests for this module arrive with its issue; this file goes when they do.
