// The demo app arrives with its issue; until then it says so and exits successfully.
print("recurses-demo: the demo app is not built yet.")
