// SPDX-License-Identifier: MIT
// The demo's and the tests' tokens on anvil. Compiled once by `npm run contracts` into
// tools/contracts/testTokens.ts (ABI + bytecode, committed); deployed by `npm start` and the tests.
pragma solidity ^0.8.24;

/// What both test tokens share: balances, allowances, minting by the deployer, and moving tokens.
abstract contract TestToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    address public immutable owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "TestToken: only the owner may do this");
        _;
    }

    function mint(address to, uint256 value) external onlyOwner {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _approve(address spender, uint256 value) internal {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _spendAllowance(address from, uint256 value) internal {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "ERC20: insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
    }

    function _move(address from, address to, uint256 value) internal virtual {
        require(to != address(0), "ERC20: transfer to the zero address");
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A standard ERC20: `transfer` returns true and reverts with a reason when it cannot move the tokens.
/// The owner can block an address, so a transfer can be made to revert on purpose.
contract DemoToken is TestToken {
    mapping(address => bool) public blocked;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) TestToken(name_, symbol_, decimals_) {}

    function setBlocked(address account, bool isBlocked) external onlyOwner {
        blocked[account] = isBlocked;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, value);
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal override {
        require(!blocked[to], "DemoToken: receiver is blocked");
        super._move(from, to, value);
    }
}

/// A USDT-like token: `transfer`, `transferFrom` and `approve` return nothing, as Tether's do on mainnet,
/// so a caller expecting a bool must not decode one.
contract NoReturnToken is TestToken {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) TestToken(name_, symbol_, decimals_) {}

    function approve(address spender, uint256 value) external {
        _approve(spender, value);
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, value);
        _move(from, to, value);
    }
}
