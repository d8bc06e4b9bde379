package bedrockruntime

type Options struct {
	Region string
}

type Client struct {
	options Options
}
