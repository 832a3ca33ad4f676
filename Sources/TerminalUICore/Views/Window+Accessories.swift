extension Window {
    /// The window's accessory of type `Accessory`, attaching the one `make` creates when there is none
    /// yet. Look it up once and keep it (a command handler captures the accessory, not the window),
    /// so that no key or render pays for the lookup.
    public func accessory<Accessory: WindowAccessory>(
        _ type: Accessory.Type, orAttach make: () -> Accessory
    ) -> Accessory {
        if let attached = accessory(type) { return attached }
        let made = make()
        accessories.append(made)
        return made
    }

    /// The window's accessory of type `Accessory`, if one is attached.
    public func accessory<Accessory: WindowAccessory>(_ type: Accessory.Type) -> Accessory? {
        for accessory in accessories {
            if let match = accessory as? Accessory { return match }
        }
        return nil
    }

    /// Offers a mouse event no view handled to the accessories; returns whether one handled it.
    func offerUnhandledMouse(_ mouse: MouseEvent) -> Bool {
        for accessory in accessories where accessory.handleUnhandledMouse(mouse, in: self) { return true }
        return false
    }
}
