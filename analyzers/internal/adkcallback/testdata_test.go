package adkcallback_test

import "path/filepath"

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
