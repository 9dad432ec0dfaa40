import Foundation
import LifelineRuntime
import LifelineScan
import LifelineTrace

/// The readers `lifeline scan` runs over an app's files: Swift (swift-syntax and the fact
/// visitor), Objective-C (the tokenizer and its reader), Info.plist and `project.pbxproj`
/// (the one property-list reader). None may crash or hang on any bytes; a refusal is one line.
enum ScanTargets {
    static func swift(_ bytes: [UInt8]) {
        _ = SwiftReader.read(source: String(decoding: bytes, as: UTF8.self), file: "fuzz.swift")
    }

    static func objc(_ bytes: [UInt8]) {
        _ = ObjCReader.read(source: String(decoding: bytes, as: UTF8.self), file: "fuzz.m")
    }

    /// The scanner's Info.plist reader and the runtime's share one property-list reader: what
    /// one refuses as no property list, the other refuses too.
    static func infoPlist(_ bytes: [UInt8]) {
        do {
            _ = try InfoPlist.read(bytes: bytes, path: "Info.plist")
        } catch {
            ReaderTargets.expectOneLine(error)
            do {
                _ = try InfoPlistReader.parse(Data(bytes), file: "Info.plist")
                violated("the scanner refused what simulate --info-plist reads: \(error)")
            } catch {}
        }
    }

    static func pbxproj(_ bytes: [UInt8]) {
        do { _ = try XcodeProject.appTargets(bytes: bytes, path: "App.xcodeproj/project.pbxproj") } catch {
            ReaderTargets.expectOneLine(error)
        }
    }
}
