package llmapi

// tables.go builds the lists the lookups of this package read from the
// registered SDKs (sdk.go), once, before any analyzer runs.

var (
	majors = map[string][]string{llmerrMod: {""}}

	calls         []Call
	implementedBy = map[ObjectRef]bool{}
	onlyMajor     = map[ObjectRef]string{}
	providers     []provider

	adapterMethods    []ObjectRef
	responseLits      []ResponseLit
	streamCalls       []StreamCall
	carrierInterfaces []ObjectRef

	reasonFields         []Field
	reasonValues         []ReasonValues
	stopConstants        []ObjectRef
	terminalEventTypes   []ObjectRef
	terminalEventMethods []ObjectRef
	eventTypeFields      []ObjectRef
	terminalEventValues  []string
	outputTextReads      []ObjectRef
	refusalReads         []ObjectRef

	answerFields   []ObjectRef
	metadataFields []ObjectRef
	rawJSONMethods []ObjectRef

	errorTypes         []ErrorType
	errorMessageFields []ObjectRef
	errorCodeFields    []ObjectRef
	errorTextMethods   []ObjectRef

	callbackTypes      []CallbackType
	callbackContexts   []ObjectRef
	callbackModelTypes []ObjectRef
	configLits         []ConfigLit
	composedConfigs    []ObjectRef
	pluginLists        []ObjectRef
	pluginConstructors []ObjectRef
	contentFields      []ObjectRef
)

func init() {
	for _, s := range sdks {
		addSDK(s)
	}
}

// addSDK appends what s knows to the lists.
func addSDK(s *SDK) {
	majors[s.Module] = s.Majors
	for _, p := range s.Providers {
		providers = append(providers, provider{sdk: s.Module + p.Major, pkgPath: p.Pkg, pkgName: p.Name})
	}
	for _, c := range s.Calls {
		if k := c.Family.Classify; k != nil && k.Func.PkgPath == "" {
			k.resolve(s)
		}
	}
	calls = append(calls, s.Calls...)
	for _, r := range s.Implemented {
		implementedBy[r] = true
	}
	for r, m := range s.OnlyMajor {
		onlyMajor[r] = m
	}
	adapterMethods = append(adapterMethods, s.Adapters...)
	responseLits = append(responseLits, s.ResponseLits...)
	streamCalls = append(streamCalls, s.Streams...)
	carrierInterfaces = append(carrierInterfaces, s.CarrierInterfaces...)

	reasonFields = append(reasonFields, s.ReasonFields...)
	reasonValues = append(reasonValues, s.ReasonValues...)
	stopConstants = append(stopConstants, s.StopConstants...)
	terminalEventTypes = append(terminalEventTypes, s.TerminalEvents.Types...)
	terminalEventMethods = append(terminalEventMethods, s.TerminalEvents.Methods...)
	eventTypeFields = append(eventTypeFields, s.TerminalEvents.TypeFields...)
	terminalEventValues = append(terminalEventValues, s.TerminalEvents.Values...)
	outputTextReads = append(outputTextReads, s.Refusals.TextReads...)
	refusalReads = append(refusalReads, s.Refusals.Reads...)

	answerFields = append(answerFields, s.AnswerFields...)
	metadataFields = append(metadataFields, s.MetadataFields...)
	rawJSONMethods = append(rawJSONMethods, s.RawJSONMethods...)

	errorTypes = append(errorTypes, s.ErrorTypes...)
	errorMessageFields = append(errorMessageFields, s.ErrorMessageFields...)
	errorCodeFields = append(errorCodeFields, s.ErrorCodeFields...)
	errorTextMethods = append(errorTextMethods, s.ErrorTextMethods...)

	if cb := s.Callbacks; cb != nil {
		callbackTypes = append(callbackTypes, cb.Types...)
		callbackContexts = append(callbackContexts, cb.Contexts...)
		callbackModelTypes = append(callbackModelTypes, cb.ModelTypes...)
		configLits = append(configLits, cb.Configs...)
		composedConfigs = append(composedConfigs, cb.Composed...)
		pluginLists = append(pluginLists, cb.PluginLists...)
		pluginConstructors = append(pluginConstructors, cb.PluginConstructors...)
		contentFields = append(contentFields, cb.ContentFields...)
	}
}
