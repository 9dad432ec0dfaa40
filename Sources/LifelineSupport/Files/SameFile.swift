import SystemPackage

/// Refuses an output that is one of the command's inputs: `render t.jsonl -o t.jsonl` would
/// replace the trace with its drawing. Files are compared by device and inode after
/// symbolic links, so `./t.jsonl`, a link to it and a hard link are all caught.
package enum SameFile {
    /// Throws `output:1:1: error: …` when `output` is the same regular file as one of
    /// `inputs`. Standard input and output (`-`), and paths that do not exist yet, never are.
    /// Called before anything is read.
    package static func refuseOverwriting(_ output: String?, inputs: [String?], option: String = "-o")
        throws(Diagnostic)
    {
        guard let output, output != "-", let target = identity(output, regularOnly: true) else { return }
        for case let input? in inputs where input != "-" {
            guard let source = identity(input, regularOnly: false), source == target else { continue }
            throw Diagnostic(
                file: output, line: 1, column: 1,
                """
                \(option) names the input '\(input)' itself; writing there would destroy it: choose \
                another output file
                """)
        }
    }

    /// Device and inode of `path` after symbolic links; nil when it does not exist (or, with
    /// `regularOnly`, is not a regular file: a device or FIFO is written in place, not replaced).
    static func identity(_ path: String, regularOnly: Bool) -> [UInt64]? {
        guard let info = FileStatus.of(path), !regularOnly || info.type == .regular else { return nil }
        return [UInt64(info.deviceID.rawValue), UInt64(info.inode.rawValue)]
    }
}
