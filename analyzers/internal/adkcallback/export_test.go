package adkcallback

// For the external test package's benchmarks.
var (
	Testdata         = testdata
	CallbackFixtures = callbackFixtures
)
