// swift-tools-version:6.0
import PackageDescription

// LifelineLogger: the drop-in life-cycle logger for iOS apps, a package of its own so that an
// app that adds it resolves nothing else (Lifeline's own package needs swift-syntax, Yams,
// swift-argument-parser, …; this needs only Foundation). Swift 6 language mode: strict
// concurrency checking is complete, and a data race the compiler can see is an error.
let package = Package(
    name: "LifelineLogger",
    // UIScene is iOS 13, tvOS 13; nothing here needs a newer macOS than Lifeline itself.
    platforms: [.iOS(.v13), .macOS(.v13), .tvOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "LifelineLogger", targets: ["LifelineLogger"]),
    ],
    targets: [
        .target(name: "LifelineLogger"),
        .testTarget(name: "LifelineLoggerTests", dependencies: ["LifelineLogger"]),
    ],
    swiftLanguageModes: [.v6]
)
