// Package replaycache answers prompts from a database of earlier // want package:`errtext\(Cache\.M1=returnsLLMErrors\(google\.golang\.org/genai\)\)\}$`
// answers. It calls a model too, to refresh them, so it carries facts;
// but its Chat returns only the database's errors.
package replaycache

import (
	"context"
	"database/sql"
	"errors"

	"google.golang.org/genai"
)

var ErrMiss = errors.New("replay cache: deadline exceeded for cached answer")

type Cache struct {
	db   *sql.DB
	hits int
}

func (c *Cache) Chat(ctx context.Context, prompt string) (string, error) {
	var answer string
	if err := c.db.QueryRowContext(ctx, "SELECT answer FROM replay WHERE prompt = ?", prompt).Scan(&answer); err != nil {
		return "", err
	}
	if answer == "" {
		return "", ErrMiss
	}
	c.hits++
	return answer, nil
}

func (c *Cache) Refresh(ctx context.Context, client *genai.Client, prompt string) error {
	_, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(prompt), nil)
	return err
}

func (c *Cache) Hits() int { return c.hits }
