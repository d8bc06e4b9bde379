package sdklatest_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestClassifierAtLatestSDK runs the classifier package's tests with this
// module's build list, that is with openai-go/v3 v3.102.0.
func TestClassifierAtLatestSDK(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test on another package")
	}
	out, err := exec.Command("go", "list", "-m", "github.com/openai/openai-go/v3").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "github.com/openai/openai-go/v3 v3.102.0" {
		t.Fatalf("build list has %s, want v3.102.0", got)
	}
	out, err = exec.Command("go", "test", "-count=1", "github.com/llmerrlint/llmerrlint/llmerr/openai").CombinedOutput()
	if err != nil {
		t.Fatalf("the classifier's tests fail with openai-go v3.102.0: %v\n%s", err, out)
	}
}
