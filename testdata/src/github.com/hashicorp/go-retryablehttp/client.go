// Package retryablehttp is a stub of github.com/hashicorp/go-retryablehttp
// for the callbackretry fixtures: only the declarations they use.
package retryablehttp

import "net/http"

type Client struct {
	RetryMax int
}

func NewClient() *Client { return &Client{} }

func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return nil, nil
}
