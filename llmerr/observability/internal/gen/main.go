// Command gen writes the alerting rules and the dashboard of package
// observability into the current directory; go generate runs it there.
package main

import (
	"log"
	"os"

	"github.com/llmerrlint/llmerrlint/llmerr/observability"
)

func main() {
	for name, data := range map[string][]byte{
		observability.AlertsFile:    observability.AlertRules(),
		observability.DashboardFile: observability.Dashboard(),
	} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
