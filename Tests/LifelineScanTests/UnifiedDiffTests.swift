import Foundation
import Testing

@testable import LifelineScan

/// `migrate`'s patches: a shortest edit script, so that a project file of thousands of lines
/// with two small edits far apart is two small hunks (simplenote-ios's `project.pbxproj`, 3,500
/// lines between its first and last edit, was one 7,000-line hunk), and what `git apply`
/// applies gives exactly the new text.
@Suite struct UnifiedDiffTests {
    /// `count` numbered lines, like a project file's many similar ones.
    private static func file(_ count: Int, inserting inserts: [Int: String] = [:], deleting deletes: Set<Int> = [])
        -> [UInt8]
    {
        var text = ""
        for index in 0..<count {
            if let line = inserts[index] { text += line + "\n" }
            if !deletes.contains(index) { text += "\t\tA\(index % 7) /* line \(index) */ = {isa = PBXBuildFile;};\n" }
        }
        return Array(text.utf8)
    }

    @Test("three edits thousands of lines apart: one small hunk each")
    func editsFarApartAreSmallHunks() {
        let old = Self.file(6_000)
        let new = Self.file(6_000, inserting: [10: "+ scene delegate", 5_990: "+ build phase"], deleting: [3_000])
        let patch = UnifiedDiff.render(path: "App.xcodeproj/project.pbxproj", old: old, new: new)
        let hunks = patch.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -8,6 +8,7 @@", "@@ -2998,7 +2999,6 @@", "@@ -5988,6 +5988,7 @@"])
        let changed = patch.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        #expect(changed.count == 3)
    }

    /// The reference is `git apply` itself: random edits of a file, the patch applied to the
    /// old text in a scratch folder, the result compared with the new text byte for byte.
    @Test("random edits: git apply of the patch gives the new text, and no hunk is bigger than its edits need")
    func gitApplyGivesTheNewText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-diff-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var state: UInt64 = 27
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<12 {
            let count = 200 + next(3_000)
            var inserts: [Int: String] = [:]
            var deletes: Set<Int> = []
            for _ in 0..<(1 + next(6)) {
                if next(2) == 0 {
                    inserts[next(count)] = "inserted \(next(1_000))"
                } else {
                    deletes.insert(next(count))
                }
            }
            let old = Self.file(count), new = Self.file(count, inserting: inserts, deleting: deletes)
            let target = folder.appendingPathComponent("f.txt")
            try Data(old).write(to: target)
            let patch = UnifiedDiff.render(path: "f.txt", old: old, new: new)
            try Data(patch.utf8).write(to: folder.appendingPathComponent("p.patch"))
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "apply", "p.patch"]
            git.currentDirectoryURL = folder
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0, "round \(round): git apply refused the patch")
            #expect(try Data(contentsOf: target) == Data(new), "round \(round)")
            let changed = patch.split(separator: "\n").filter {
                ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
            }
            #expect(changed.count <= inserts.count + deletes.count, "round \(round): \(changed.count) changed lines")
        }
    }
}
