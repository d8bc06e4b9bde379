// Package adktest holds the end-to-end test of the OpenAI classifier
// through ADK Go: the real runner and llmagent, ADK's own
// model/openaimodel, and an httptest server in place of the OpenAI API.
// It is a package of its own so that the classifier's tests can also run
// against openai-go versions that openaimodel does not build with.
package adktest
