/**
 * The unpaid rents a payment load pays against, with what each still owes as far as the
 * answers have told. Each payment is at most the balance, so rents get paid in full; a rent
 * paid in full brings its next month's rent (answered as `nextRent`), which joins the pool, and
 * the pool is topped up from the API when it runs low. Two connections can still pay the same
 * rent at once: the second is refused (400 more than the balance, 409 already paid), which the
 * soak counts as expected, and the rent leaves the pool.
 */
interface RentAnswer {
  _id: string;
  amount: number;
  amountPaid: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

export class PaymentTargets {
  private balances = new Map<string, number>();
  private order: string[] = [];
  private next = 0;
  private lastId = '';

  constructor(private readonly stepPaise: number) {}

  get size() {
    return this.balances.size;
  }

  add(rent: RentAnswer) {
    const balance = paise(rent.amount) - paise(rent.amountPaid);
    if (balance <= 0) return;
    if (!this.balances.has(rent._id)) this.order.push(rent._id);
    this.balances.set(rent._id, balance);
  }

  private drop(id: string) {
    this.balances.delete(id);
    this.order = this.order.filter((other) => other !== id);
  }

  /**
   * The next rent to pay and how much. With the pool empty it answers the last rent paid,
   * which is refused as already paid: an expected answer, and the load goes on.
   */
  take(): { id: string; rupees: number } {
    if (this.order.length === 0) return { id: this.lastId, rupees: this.stepPaise / 100 };
    const id = this.order[this.next++ % this.order.length]!;
    this.lastId = id;
    return { id, rupees: Math.min(this.stepPaise, this.balances.get(id)!) / 100 };
  }

  /** Learns from one answer to `PUT /rents/{id}/pay`. */
  answered(id: string, status: number, body: string) {
    if (status !== 200) {
      this.drop(id);
      return;
    }
    const answer = JSON.parse(body) as { data: RentAnswer; nextRent: RentAnswer | null };
    this.drop(id);
    this.add(answer.data);
    if (answer.nextRent) this.add(answer.nextRent);
  }
}
