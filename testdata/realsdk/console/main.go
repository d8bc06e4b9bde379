// Command console is a console example: it prints the model's text. A
// program's output is its product, and examples are copied into services:
// the call is reported like any other.
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	"google.golang.org/genai"
)

func main() {
	ctx := context.Background()
	client, err := genai.NewClient(ctx, &genai.ClientConfig{})
	if err != nil {
		log.Fatal(err)
	}
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(os.Args[1]), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(resp.Text())
	checked(ctx, client)
}

func checked(ctx context.Context, client *genai.Client) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text("hello"), nil)
	if err != nil {
		log.Fatal(err)
	}
	if fr := resp.Candidates[0].FinishReason; fr != genai.FinishReasonStop {
		log.Fatalf("model stopped: %s", fr)
	}
	fmt.Println(resp.Text())
}
