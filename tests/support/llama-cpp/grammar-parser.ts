import { getLlama, LlamaLogLevel, type Llama } from "node-llama-cpp";

/**
 * llama.cpp's own GBNF grammar parser (`llama_grammar_init_impl`, the one its
 * server and Ollama run on every grammar), from the CPU build that
 * node-llama-cpp ships prebuilt inside its npm package (ADR 0074). No model
 * is loaded and nothing is downloaded or built: `build: "never"` and
 * `skipDownload` make a missing binary an error rather than a download, and
 * `gpu: false` keeps it away from the GPU builds, which this project's
 * package.json replaces with an empty stand-in.
 */
export type GrammarParser = {
  /**
   * Whether llama.cpp's parser accepts the grammar. Its reason for a refusal
   * ("unknown escape at \d…") goes straight to stderr from C++, where a
   * test cannot read it; the test shows the cause by changing one thing.
   */
  accepts(grammar: string): Promise<boolean>;
  dispose(): Promise<void>;
};

export async function openGrammarParser(): Promise<GrammarParser> {
  const llama: Llama = await getLlama({ gpu: false, build: "never", skipDownload: true, usePrebuiltBinaries: true, progressLogs: false, logLevel: LlamaLogLevel.error });
  return {
    async accepts(grammar) {
      try {
        await llama.createGrammar({ grammar });
        return true;
      } catch (error) {
        if (error instanceof Error && error.message === "Failed to parse grammar") return false;
        throw error;
      }
    },
    dispose: () => llama.dispose(),
  };
}
