package llmapi

import (
	"go/types"
	"slices"
)

// IsRawJSON reports whether fn is one of rawJSONMethods.
func IsRawJSON(fn *types.Func) bool {
	return fn != nil && fn.Name() == "RawJSON" && isFuncIn(fn, rawJSONMethods)
}

// isFuncIn reports whether fn is one of refs.
func isFuncIn(fn *types.Func, refs []ObjectRef) bool {
	return fn != nil && isObjectIn(fn, refs)
}

// isObjectIn reports whether obj, not nil, is one of refs.
func isObjectIn(obj types.Object, refs []ObjectRef) bool {
	return obj.Pkg() != nil && slices.Contains(refs, RefOf(obj))
}

// IsMetadataField reports whether v is one of metadataFields.
func IsMetadataField(v *types.Var) bool { return isFieldIn(v, metadataFields) }

// composeObjects are the plugin, answer, metadata and raw JSON objects of
// the SDKs, for Objects.
func composeObjects() []ObjectRef {
	var out []ObjectRef
	out = append(out, composedConfigs...)
	out = append(out, pluginLists...)
	out = append(out, pluginConstructors...)
	out = append(out, answerFields...)
	out = append(out, metadataFields...)
	out = append(out, rawJSONMethods...)
	for _, f := range pluginLists {
		out = append(out, ObjectRef{PkgPath: f.PkgPath, Name: f.Recv})
	}
	return out
}

// IsComposed reports whether cfg's callbacks are composed per runner with
// those of other values of its type (a plugin.Config).
func (c *ConfigLit) IsComposed() bool {
	for _, r := range composedConfigs {
		if r == c.Ref {
			return true
		}
	}
	return false
}

// IsPluginList reports whether v is a field that installs plugins in a
// runner (runner.PluginConfig.Plugins).
func IsPluginList(v *types.Var) bool { return isFieldIn(v, pluginLists) }

// IsPluginConstructor reports whether fn builds a plugin from a config
// (plugin.New).
func IsPluginConstructor(fn *types.Func) bool { return isFuncIn(fn, pluginConstructors) }

// IsAnswerField reports whether v holds the answer in a content part
// (genai.Part.Text, InlineData, FileData).
func IsAnswerField(v *types.Var) bool { return isFieldIn(v, answerFields) }

func isFieldIn(v *types.Var, refs []ObjectRef) bool {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return false
	}
	path := NormalizePath(v.Pkg().Path())
	for _, r := range refs {
		if r.PkgPath == path && r.Name == v.Name() && ownerDeclares(v, r.Recv) {
			return true
		}
	}
	return false
}
