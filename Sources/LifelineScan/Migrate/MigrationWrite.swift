import Foundation
import LifelineSupport

extension MigrationResult {
    /// Applies every change, or none: each file must still hold the bytes the plan was made
    /// from (a new file must still be absent), every new content goes to a temporary file
    /// beside its target first, and only when all are written are they renamed into place.
    public func write() throws(Diagnostic) {
        for change in changes {
            if let original = change.original {
                let now = try InputFile.bytes(path: change.path, what: "the file", limit: 64 << 20)
                guard now == original else {
                    throw Diagnostic(
                        file: change.path, line: 1, column: 1,
                        "changed since the scan; nothing was written: run lifeline migrate again")
                }
            } else if FileManager.default.fileExists(atPath: change.path) {
                throw Diagnostic(
                    file: change.path, line: 1, column: 1,
                    "exists already; nothing was written: the migration adds this file")
            }
        }
        var written: [(temporary: String, path: String)] = []
        func removeTemporaries() { for file in written { try? FileManager.default.removeItem(atPath: file.temporary) } }
        for change in changes {
            let url = URL(fileURLWithPath: change.path)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).lifeline-migrate"
            ).path
            do {
                try Data(change.updated).write(to: URL(fileURLWithPath: temporary))
                if change.original != nil,
                    let attributes = try? FileManager.default.attributesOfItem(atPath: change.path),
                    let permissions = attributes[.posixPermissions]
                {
                    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
                }
            } catch {
                removeTemporaries()
                throw Diagnostic(
                    file: change.path, line: 1, column: 1,
                    "cannot write beside it (\(error.localizedDescription)); nothing was written")
            }
            written.append((temporary, change.path))
        }
        for file in written where rename(file.temporary, file.path) != 0 {
            removeTemporaries()
            throw Diagnostic(
                file: file.path, line: 1, column: 1,
                "cannot rename the new content into place; files before it in path order were written")
        }
    }
}
