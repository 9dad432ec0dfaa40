import Foundation

final class Store {
    func load() {}
    func refresh() {}
    func pause() {}
    func resume() {}
    func save() {}
    func open(url: URL) {}
    func open(shortcut: String) {}
}
