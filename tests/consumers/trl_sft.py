"""Train TRL's SFTTrainer for a few steps on an exported messages file, as a user would, in
.venv-consumers (no tracelake there): a tiny Qwen2 model and a word-level tokenizer built here
from the file's own words (nothing downloaded), a ChatML template that marks the assistant's
tokens (``{% generation %}``) for ``assistant_only_loss``. Prints what training saw, as JSON.

Usage: python trl_sft.py FILE.jsonl|FILE.parquet WORKDIR
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import datasets
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM
from trl import SFTConfig, SFTTrainer

SPECIAL = ["<pad>", "<unk>", "<|im_start|>", "<|im_end|>"]
# Qwen3's layout, with the assistant's part marked for assistant_only_loss; a call's arguments
# are written as given when a string (OpenAI's JSON text), as JSON otherwise.
TEMPLATE = """{%- for message in messages %}
{%- if message.role == 'assistant' %}
{{- '<|im_start|>assistant\n' }}
{%- generation %}
{%- if message.reasoning_content %}{{- '<think>\n' + message.reasoning_content + '\n</think>\n\n' }}{%- endif %}
{{- message.content or '' }}
{%- for call in message.tool_calls or [] %}
{{- '\n<tool_call>\n{"name": "' + call.function.name + '", "arguments": ' }}
{%- if call.function.arguments is string %}{{- call.function.arguments }}{%- else %}{{- call.function.arguments | tojson }}{%- endif %}
{{- '}\n</tool_call>' }}
{%- endfor %}
{{- '<|im_end|>\n' }}
{%- endgeneration %}
{%- elif message.role == 'tool' %}
{{- '<|im_start|>user\n<tool_response>\n' + message.content + '\n</tool_response><|im_end|>\n' }}
{%- else %}
{{- '<|im_start|>' + message.role + '\n' + message.content + '<|im_end|>\n' }}
{%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}{{- '<|im_start|>assistant\n' }}{%- endif %}"""


def main(path: str, work: str) -> None:
    kind = "parquet" if path.endswith(".parquet") else "json"
    dataset = datasets.load_dataset(kind, data_files=path, split="train")
    words = (w for row in dataset for m in row["messages"] for w in re.findall(r"\w+|[^\w\s]", m["content"] or ""))
    trainer_ = trainers.WordLevelTrainer(special_tokens=SPECIAL, min_frequency=1)
    tokenizer_ = Tokenizer(models.WordLevel(unk_token="<unk>"))
    tokenizer_.pre_tokenizer = pre_tokenizers.Whitespace()
    tokenizer_.train_from_iterator(words, trainer_)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tokenizer_, pad_token="<pad>", unk_token="<unk>",
                                        eos_token="<|im_end|>", chat_template=TEMPLATE)  # fmt: skip
    config = Qwen2Config(vocab_size=tokenizer_.get_vocab_size(), hidden_size=32, intermediate_size=64,
                         num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=2,
                         max_position_embeddings=4096, pad_token_id=0, eos_token_id=3)  # fmt: skip
    model = Qwen2ForCausalLM(config)
    args = SFTConfig(output_dir=str(Path(work) / "out"), max_steps=3, per_device_train_batch_size=4,
                     assistant_only_loss=True, max_length=1024, logging_steps=1, save_strategy="no",
                     report_to=[], use_cpu=True, dataloader_num_workers=0, seed=0)  # fmt: skip
    trainer = SFTTrainer(model=model, args=args, train_dataset=dataset, processing_class=tokenizer)
    prepared = trainer.train_dataset  # tokenized, labels built from the assistant masks, truncated
    trained_on = [sum(1 for token in labels if token != -100) for labels in prepared["labels"]]
    result = trainer.train()
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    print(json.dumps({
        "rows": len(dataset), "columns": dataset.column_names, "prepared": len(prepared),
        "rows_with_assistant_tokens": sum(1 for n in trained_on if n), "assistant_tokens": sum(trained_on),
        "steps": result.global_step, "losses": losses,
    }))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
