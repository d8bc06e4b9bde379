package genai

type APIError struct {
	Code    int              `json:"code,omitempty"`
	Message string           `json:"message,omitempty"`
	Status  string           `json:"status,omitempty"`
	Details []map[string]any `json:"details,omitempty"`
}

func (e APIError) Error() string { panic("stub") }
