/// Finds a layer that contains itself through its sublayers and masks (`a.mask = b` with `a`
/// among `b`'s sublayers): such a tree has no drawing, and every walk of it would never end.
/// `addSublayer` refuses the simple case; a mask can still close a loop, so `Scene(root:)`
/// looks before anything else walks the tree.
enum LayerCycle {
    /// The first layer met again below itself, or nil when the tree is a tree. Iterative, so a
    /// very deep tree cannot exhaust the stack here either.
    static func first(in root: Layer) -> Layer? {
        // Depth-first with an explicit stack; `onPath` holds the layers from the root to the
        // current one, the only ones whose reappearance is a loop (a layer may be shared).
        var stack: [(layer: Layer, children: [Layer], next: Int)] = [(root, children(of: root), 0)]
        var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let top = stack.last {
            if top.next == top.children.count {
                onPath.remove(ObjectIdentifier(top.layer))
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let child = top.children[top.next]
            guard onPath.insert(ObjectIdentifier(child)).inserted else { return child }
            stack.append((child, children(of: child), 0))
        }
        return nil
    }

    private static func children(of layer: Layer) -> [Layer] {
        layer.sublayers + (layer.mask.map { [$0] } ?? [])
    }
}
