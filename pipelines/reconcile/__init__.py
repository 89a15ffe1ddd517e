"""Reconciliation: what an ingest must read, and under which run. Every decision an ingest
makes before it reads a byte of a record is made here, from two inputs: the targets' listings
and one snapshot of the ledger. The formats (:mod:`pipelines.sources`) only answer questions
about one file (does a reader claim its first record? what step does its name give?); the
ledger (:mod:`pipelines.lake.ledger`) only keeps the rows.

The words, each used in one sense:

- **listing**: a target's files with their sizes and mtimes (:mod:`.listing`).
- **reader**: the format that takes a file, chosen by its content (:mod:`.readers`).
- **rules between files**: a file skipped because another holds its records (:mod:`.rules`).
- **placing**: a file's run, step, split and shard key (:mod:`.place`); the **placing
  digest** names what placed it (the target, the options, the lake, the rules).
- **shard**: a placed file, the unit of reading and of commit; its **shard key** is what it is
  within its run, whatever its file is called; two files of one key are a **clash**.
- **unchanged**: a file the ledger recorded as it is now, placed under the same digest: placed
  as recorded, never opened (:mod:`.unchanged`).
- **recorded**: what the ledger's snapshot says, read as reconciliation asks it
  (:mod:`.recorded`).
- **run name** and **run id**: a run's identity, its folder's and not a bare folder name
  (:mod:`.identity`).
- **content** and **holder**: a shard's bytes or lines, and the shard of its run that holds
  them; a file whose content another shard of its run holds is a **repeat** (:mod:`.claims`).
- **todo**: the shards to read: new, changed, read under older rules, or errored
  (:mod:`.todo`).

Modules in the order an ingest uses them: :mod:`.listing`, :mod:`.unchanged`, :mod:`.readers`,
:mod:`.rules`, :mod:`.place` (with :mod:`.identity`), :mod:`.detect` (one target),
:mod:`.find` (every target), :mod:`.todo` (against the ledger), :mod:`.claims` (while reading).
:mod:`.lookups` is how each looks things up in what the ledger recorded.
"""
