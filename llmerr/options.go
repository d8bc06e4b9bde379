package llmerr

import (
	"log/slog"

	"go.opentelemetry.io/otel/metric"
)

// The default texts, from the article. Override them with
// Config.RefusalText, Config.DegradedText or per class with Config.Texts.
const (
	// DefaultDegradedText replaces transient provider failures (TRANSPORT,
	// TIMEOUT, RATE_LIMITED, SERVER) once the retries are spent.
	DefaultDegradedText = "The assistant is busy right now. Please try again in a minute."
	// DefaultRefusalText replaces blocked prompts and blocked output.
	DefaultRefusalText = "I can't help with that request. A person can follow up if needed."
)

// Config configures the model callbacks ([NewCallbacks]) and the plugin
// ([NewPlugin]). The zero Config is the article's full policy with the
// default texts, the global MeterProvider and slog.Default(): every field is
// optional, which is why options are a struct rather than functional
// options — a Config can be loaded from a file and compared in tests.
type Config struct {
	// RecordOnly records classes (state, metrics, logs) and substitutes
	// nothing: every response and error reaches the caller unchanged. It is
	// step 2 of the article's rollout: watch the numbers before turning on
	// refusals and degraded messages.
	RecordOnly bool
	// RefusalText replaces responses whose action is ActionRefuse. Empty
	// means DefaultRefusalText.
	RefusalText string
	// DegradedText replaces failures whose action is ActionDegrade. Empty
	// means DefaultDegradedText.
	DegradedText string
	// Texts overrides the substituted text per class, for example a
	// different refusal for PROMPT_BLOCKED than for OUTPUT_BLOCKED.
	Texts map[ErrorClass]string
	// Actions overrides the rule table's action per class. Overriding a
	// re-raised class (AUTH, NOT_FOUND) with a substitution hides an
	// outage from the runner's caller; the metric still counts it.
	Actions map[ErrorClass]Action
	// Model is gen_ai.request.model for a call whose request names no
	// model, or whose BeforeModel callback did not run. The request's
	// model (LLMRequest.Model, which ADK sets to the agent's model's
	// Name()) comes first, on both channels and in both streaming modes.
	Model string
	// Provider is gen_ai.provider.name, e.g. "gcp.gemini",
	// "gcp.vertex_ai", "openai", "anthropic". Empty means ProviderOther:
	// the callbacks see requests, not models, and do not guess.
	Provider string
	// Budget, if set, is released per invocation when a run ends: the
	// plugin's BeforeRunCallback marks the run live and its
	// AfterRunCallback forgets it (see [Budget]). Agent callbacks
	// cannot: ADK tells only plugins when a run ends.
	Budget *Budget
	// MeterProvider receives the instruments (see [NewMetrics]). Nil means
	// otel.GetMeterProvider().
	MeterProvider metric.MeterProvider
	// Logger receives one record per failure: Error for re-raised classes,
	// Warn for the others. Nil means slog.Default().
	Logger *slog.Logger
}

// action is the class's action after the overrides.
func (c *Config) action(class ErrorClass) Action {
	if a, ok := c.Actions[class]; ok && a >= ActionDegrade && a <= ActionReraise {
		return a
	}
	return RuleFor(class).Action
}

// text is the substitute for a class under action a.
func (c *Config) text(class ErrorClass, a Action) string {
	if t, ok := c.Texts[class]; ok && t != "" {
		return t
	}
	if a == ActionRefuse {
		if c.RefusalText != "" {
			return c.RefusalText
		}
		return DefaultRefusalText
	}
	if c.DegradedText != "" {
		return c.DegradedText
	}
	return DefaultDegradedText
}
