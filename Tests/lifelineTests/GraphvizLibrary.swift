import Foundation

/// Where the libgvc this process linked lives.
enum GraphvizLibrary {
    /// The directory of the loaded libgvc, if it can be found.
    static var directory: String? {
        loadedImages.first { ($0.split(separator: "/").last ?? "").hasPrefix("libgvc.") }
            .flatMap { path in path.lastIndex(of: "/").map { String(path[..<$0]) } }
    }

    /// The paths of the shared libraries loaded into this process.
    private static var loadedImages: [String] {
        #if canImport(Darwin)
            return (0..<_dyld_image_count()).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
        #else
            // glibc's dladdr needs _GNU_SOURCE, which Swift's module does not define: read the maps
            // (line by line: a /proc file reports size 0, which whole-file readers take literally).
            guard let file = fopen("/proc/self/maps", "r") else { return [] }
            defer { fclose(file) }
            var paths: [String] = []
            var line = [CChar](repeating: 0, count: 4096)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(cString: line).trimmingCharacters(in: .newlines)
                if let slash = text.firstIndex(of: "/") { paths.append(String(text[slash...])) }
            }
            return paths
        #endif
    }
}
